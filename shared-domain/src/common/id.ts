import { z } from 'zod';

/** On the wire, identifiers are objects with a value field (spec §3). */
export const IdSchema = z.object({ value: z.uuid({ error: 'Pattern' }) }).meta({ id: 'Id' });
export type Id = z.infer<typeof IdSchema>;

export const id = (value: string): Id => ({ value });
