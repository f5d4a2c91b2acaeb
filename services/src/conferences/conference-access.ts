import { DomainError } from '@cenacle/shared-domain';
import { conferenceDecider, conferenceStream } from '@cenacle/shared-domain/conferences';
import {
  SCHOOL_LEVELS_STREAM,
  sameLevelName,
  schoolLevelsDecider,
} from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';

/** A conference of the catalogue (its own stream), or a 400 on `field` (a 404 without one). */
export async function listedConference(deps: Deps, conferenceId: string, field?: string) {
  const { state } = await deps.bus.load(conferenceDecider, conferenceStream(conferenceId));
  if (state.status !== 'listed') {
    throw field
      ? new DomainError('UNKNOWN_REFERENCE', 'error.conference.notFound', { id: conferenceId }, field)
      : new DomainError('NOT_FOUND', 'error.conference.notFound', { id: conferenceId });
  }
  return state;
}

/** The school level's own spelling, or a 400 on `level` when the school has no such level. */
export async function schoolLevel(deps: Deps, level: string): Promise<string> {
  const { state } = await deps.bus.load(schoolLevelsDecider, SCHOOL_LEVELS_STREAM);
  const found = state.names.find((name) => sameLevelName(name, level));
  if (!found) throw new DomainError('UNKNOWN_REFERENCE', 'error.conference.unknownLevel', { level }, 'level');
  return found;
}

/** Each file is in the file store, or a 400 on `files`. */
export async function checkFiles(deps: Deps, files: readonly { fileId: string }[]): Promise<void> {
  for (const file of files) {
    if (!(await deps.files.info(file.fileId))) {
      throw new DomainError(
        'UNKNOWN_REFERENCE',
        'error.conference.unknownFile',
        { id: file.fileId },
        'files',
      );
    }
  }
}
