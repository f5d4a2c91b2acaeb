import { useContractForm } from '@cenacle/kit';
import { useRef } from 'react';
import { type RoomDraft, roomInput } from '../center-draft.ts';

const loadContract = () => import('@cenacle/shared-domain/lodging/contracts').then((m) => m.RoomInputSchema);

/** One room, checked by the contract's RoomInput; saving hands it back to its building (the centre is then modified). */
export function useRoomForm(room: RoomDraft, onSave: (room: RoomDraft) => void) {
  const values = useRef(room);
  const form = useContractForm({
    initial: room,
    schema: loadContract,
    toInput: roomInput,
    onValid: () => onSave(values.current),
  });
  values.current = form.values;
  return form;
}
