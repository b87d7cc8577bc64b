import { orderUpdate } from "#contracts/funds.ts";

/** The investor's confirmation of their sale (`PUT /order/{id}`): the code alone, required, so an empty one gets its message. */
export const saleConfirmation = orderUpdate.pick({ code: true }).required();
