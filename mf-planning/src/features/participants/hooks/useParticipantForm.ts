import { type FormSchema, useContractForm } from '@cenacle/kit';
import type { Participant, ParticipantSaveRequest } from '@cenacle/shared-domain/participants/contracts';
import { answerViolations, type FormItem } from '@cenacle/shared-domain/registration/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantKeys, saveParticipant } from '../api/participants.api.ts';
import { type AnswerValues, answersOf, answersToRequest } from '../model/answers.ts';

export interface ChildValues {
  /** A child already saved keeps its id. */
  readonly id?: string;
  readonly firstname: string;
  readonly lastname: string;
  /** As typed: the contract says whether it is a whole number. */
  readonly age: string;
}

export interface ParticipantValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  /** Answers to the session form's questions, by question id. */
  readonly answers: AnswerValues;
  readonly children: readonly ChildValues[];
}

export const EMPTY_CHILD: ChildValues = { firstname: '', lastname: '', age: '' };

const EMPTY: ParticipantValues = {
  firstname: '',
  lastname: '',
  email: '',
  level: '',
  answers: {},
  children: [],
};

/** A saved participant as the form edits them. */
export const valuesOf = (participant: Participant): ParticipantValues => ({
  firstname: participant.firstname,
  lastname: participant.lastname,
  email: participant.email,
  level: participant.level,
  answers: answersOf(participant),
  children: participant.children.map((child) => ({
    id: child.id.value,
    firstname: child.firstname,
    lastname: child.lastname,
    age: String(child.age),
  })),
});

/** What `toInput` gives the check: the answers as the request carries them. */
type SentAnswers = { readonly questions: readonly { id: { value: string }; value: string }[] };

/**
 * The contract, and the session form's check of the answers the server runs too (decision 029):
 * an answer the question does not take shows under it (`questions[<id>]`) before anything is sent.
 */
const loadContract = (questions: readonly FormItem[]) =>
  import('@cenacle/shared-domain/participants/contracts').then(
    ({ ParticipantSaveRequestSchema: contract }): FormSchema<ReturnType<typeof contract.parse>> => ({
      safeParse(input) {
        const result = contract.safeParse(input);
        const answers = (input as SentAnswers).questions.map((a) => ({ id: a.id.value, value: a.value }));
        const violations = answerViolations({ items: questions }, answers, { requireAnswers: false });
        if (violations.length === 0) return result;
        const issues = [
          ...(result.success ? [] : result.error.issues),
          ...violations.map((v) => ({ path: [v.field], message: v.message })),
        ];
        return { success: false, error: { issues } };
      },
    }),
  );

/** A typed age as the contract reads it: none when blank, a number when it is one, else the text. */
const age = (typed: string): number | string | null => {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * The staff's participant form (spec §4 Participant form): registers someone (no participant) or
 * corrects a registration with the answers to the session form's `questions` and its children's ids.
 * Children need all three fields.
 */
export function useParticipantForm(
  sessionId: string,
  participant: Participant | null,
  initial: ParticipantValues | null,
  questions: readonly FormItem[],
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ParticipantSaveRequest) => saveParticipant(sessionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
  return useContractForm({
    initial: initial ?? (participant ? valuesOf(participant) : EMPTY),
    schema: () => loadContract(questions),
    fields: { answers: 'questions' },
    toInput: (values: ParticipantValues) => ({
      ...(participant ? { id: participant.id } : {}),
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      level: values.level,
      questions: answersToRequest(questions, values.answers),
      children: values.children.map((child) => ({
        ...(child.id ? { id: { value: child.id } } : {}),
        firstname: child.firstname,
        lastname: child.lastname,
        age: age(child.age),
      })),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
