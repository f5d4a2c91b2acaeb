import {
  type Building,
  CENTER_KEEPERS,
  type RetreatCenter,
  RetreatCenterSaveRequestSchema,
  RetreatCenterSchema,
  retreatCenterDecider,
  retreatCenterStream,
} from '@cenacle/shared-domain/lodging';
import type { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { branchOfCenter, centerToKeep } from './center-access.ts';
import { checkCenterFiles } from './file-checks.ts';

type Request = z.output<typeof RetreatCenterSaveRequestSchema>;

/** The request's buildings and rooms, those without an id given a new one. */
const withIds = (buildings: Request['buildings'], newId: () => string): Building[] =>
  buildings.map(({ id, rooms, ...building }) => ({
    ...building,
    id: id?.value ?? newId(),
    rooms: rooms.map(({ id: roomId, ...room }) => ({ ...room, id: roomId?.value ?? newId() })),
  }));

/**
 * `POST /api/retreat-center/`: a retreat centre saved whole (spec §7), its buildings and rooms with
 * it; no id creates one. Photos and attachments are files uploaded before (`api/document/upload`).
 * A centre belongs to a branch: only admins and that branch's admins save it (decision 016). Saving
 * one again names the `version` it was made from: a stale one answers 409 (decision 019).
 */
export const saveRetreatCenterRoute = commandRoute({
  method: 'POST',
  url: '/api/retreat-center/',
  summary: 'Create a retreat centre, or save one again with its buildings and rooms',
  tags: ['retreat centres'],
  entityName: 'retreatCenter',
  audience: CENTER_KEEPERS,
  body: RetreatCenterSaveRequestSchema,
  response: { 200: RetreatCenterSchema, 201: RetreatCenterSchema },
  async handle({ body, user, deps, run }) {
    const { id, version: expectedVersion, branchId: requestedBranch, buildings: requested, ...values } = body;
    const centerId = id?.value ?? deps.newId();
    const state = await centerToKeep(deps, user, centerId);
    const branchId = await branchOfCenter(deps, user, requestedBranch?.value ?? null, state);
    const buildings = withIds(requested, deps.newId);
    await checkCenterFiles(deps, buildings);
    const saved = await run(retreatCenterDecider, retreatCenterStream(centerId), {
      type: 'SaveRetreatCenter',
      data: { centerId, branchId, ...values, buildings, expectedVersion },
    });
    const center: RetreatCenter = {
      id: { value: centerId },
      branchId: branchId === null ? null : { value: branchId },
      version: saved.state.version,
      ...values,
      buildings: buildings.map((b) => ({
        ...b,
        id: { value: b.id },
        attachments: [...b.attachments],
        rooms: b.rooms.map((r) => ({ ...r, id: { value: r.id }, bathroom: [...r.bathroom] })),
      })),
    };
    return {
      status: state.status === 'none' ? 201 : 200,
      body: center,
      alert: { key: 'lodging.messages.center-saved', param: values.name },
    };
  },
});
