import { useContractForm } from '@cenacle/kit';
import { useRef } from 'react';
import { type BuildingDraft, buildingInput } from '../center-draft.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/lodging/contracts').then((m) => m.BuildingInputSchema);

/**
 * One building's own fields, checked by the contract's BuildingInput; saving hands the building back
 * to the centre (which is then modified), not to the server. Its rooms are checked on their own.
 */
export function useBuildingForm(building: BuildingDraft, onSave: (building: BuildingDraft) => void) {
  const values = useRef(building);
  const form = useContractForm({
    initial: building,
    schema: loadContract,
    toInput: (v: BuildingDraft) => ({ ...buildingInput(v), rooms: [] }),
    onValid: () => onSave(values.current),
  });
  values.current = form.values;
  return form;
}
