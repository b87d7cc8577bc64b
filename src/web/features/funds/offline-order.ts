import { offlineOrderInput } from "#contracts/funds.ts";

/**
 * A paper buy as its form is read (`POST /order/admin/addorder`, `PUT /order/admin/updateorder/{id}`). Ticked
 * "received earlier", the time received is required: left out, the API would take the time it is recorded, so an
 * empty one must be refused with the field's own message rather than dropped.
 */
export const offlineOrderForm = (receivedEarlier: boolean) =>
  receivedEarlier ? offlineOrderInput.safeExtend({ date_create: offlineOrderInput.shape.date_create.unwrap() }) : offlineOrderInput;

/** The checkbox that says the instruction was received before it is recorded (not a field of the body). */
export const RECEIVED_EARLIER = "received_earlier";
