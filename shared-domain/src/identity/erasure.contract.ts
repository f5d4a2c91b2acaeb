import { z } from 'zod';
import { Uuid } from '../common/primitives.ts';

/** `DELETE /api/admin/user/{id}`: the account whose person is erased (decision 007). */
export const ErasePersonParamsSchema = z.object({ id: Uuid });
