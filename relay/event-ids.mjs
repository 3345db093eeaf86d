// What a lead's delivery is known by at its destination and in the log, whichever module makes it.

/**
 * A delivery's event id: the lead's reference, with the stage for a stage event (`K7QM-3XPA:client`), or its own key;
 * its `event_id` at the platforms and its `Idempotency-Key` everywhere.
 * @param {{ reference: string, stage?: string, key?: string }} delivery
 */
export const eventIdOf = ({ reference, stage, key }) => key ?? (stage ? `${reference}:${stage}` : reference);
