/**
 * The editor's operations on a form's items, pure: add, change type, copy, delete, move, and the
 * options of choice questions. Every operation numbers the items 0..n-1 again.
 */
import {
  type FormItem,
  type FormItemType,
  isChoiceItem,
  isDisplayItem,
  reindexed,
} from '@cenacle/shared-domain/registration/rules';

/** A new item's id: the browser makes it, as the contract asks (a canonical UUID). */
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function addItem(items: readonly FormItem[], type: FormItemType, id = newItemId()): FormItem[] {
  const options = type === 'RADIO' || type === 'PRICE' ? [''] : [];
  return reindexed([...items, { id, type, question: '', options, required: false, index: items.length }]);
}

export function updateItem(items: readonly FormItem[], id: string, change: Partial<FormItem>): FormItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change, id: item.id } : item));
}

/**
 * A new type keeps the question; options stay for choice questions (a single-choice one gets an
 * empty first option to fill), go for the others; display items are never required.
 */
export function changeType(items: readonly FormItem[], id: string, type: FormItemType): FormItem[] {
  return items.map((item) => {
    if (item.id !== id) return item;
    const keeps = isChoiceItem(type) ? item.options : [];
    const options = (type === 'RADIO' || type === 'PRICE') && keeps.length === 0 ? [''] : keeps;
    return { ...item, type, options: [...options], required: isDisplayItem(type) ? false : item.required };
  });
}

/** A copy under a new id, right after the original. */
export function copyItem(items: readonly FormItem[], id: string, newId = newItemId()): FormItem[] {
  const at = items.findIndex((item) => item.id === id);
  const original = items[at];
  if (!original) return [...items];
  const copy = { ...original, id: newId, options: [...original.options] };
  return reindexed([...items.slice(0, at + 1), copy, ...items.slice(at + 1)]);
}

export function deleteItem(items: readonly FormItem[], id: string): FormItem[] {
  return reindexed(items.filter((item) => item.id !== id));
}

/** The item `activeId` moved to where `overId` is (a drag, by pointer or keyboard). */
export function moveItem(items: readonly FormItem[], activeId: string, overId: string): FormItem[] {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return reindexed(next);
}

export function setOption(
  items: readonly FormItem[],
  id: string,
  position: number,
  label: string,
): FormItem[] {
  return items.map((item) =>
    item.id === id ? { ...item, options: item.options.map((o, i) => (i === position ? label : o)) } : item,
  );
}

export function addOption(items: readonly FormItem[], id: string): FormItem[] {
  return items.map((item) => (item.id === id ? { ...item, options: [...item.options, ''] } : item));
}

export function removeOption(items: readonly FormItem[], id: string, position: number): FormItem[] {
  return items.map((item) =>
    item.id === id ? { ...item, options: item.options.filter((_, i) => i !== position) } : item,
  );
}
