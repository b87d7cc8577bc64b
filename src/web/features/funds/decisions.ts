import { backdateDecision, orderUpdate } from "#contracts/funds.ts";

/**
 * The bodies the decision forms are read against. A reason left empty is no reason: read as absent, not as
 * "", which the API would keep as the order's cancel reason.
 */
const reasonIfAny = orderUpdate.shape.reason.unwrap().min(1).optional();

/** `PUT /order/{id}` from the orders pages: ctrl (approve, mark paid, cancel) and a cancel's reason. */
export const orderMove = orderUpdate.pick({ ctrl: true }).extend({ reason: reasonIfAny });

/** `PUT /order/admin/backdated/{id}`: a second administrator's decision, and a refusal's reason. */
export const backdateMove = backdateDecision.extend({ reason: reasonIfAny });

/** The investor's confirmation of their sale (`PUT /order/{id}`): the code alone, required, so an empty one gets its message. */
export const saleConfirmation = orderUpdate.pick({ code: true }).required();
