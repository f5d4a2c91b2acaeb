import { useAuth } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { Field, QueryView } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageScopePicker } from '../../page-scope/PageScopePicker.tsx';
import { usePageScope } from '../../page-scope/usePageScope.ts';
import { SectionsPage } from '../../sections/components/SectionsPage.tsx';
import { branchKeys, fetchBranches } from '../api/branches.api.ts';
import { ContactBox } from './ContactBox.tsx';

/** The branches whose page the account edits: all for an administrator, else his own. */
function useEditableBranches() {
  const account = useAuth((s) => s.account);
  const branches = useQuery({ queryKey: branchKeys.all, queryFn: ({ signal }) => fetchBranches(signal) });
  const admin = account?.authorities.includes('ROLE_ADMIN') ?? false;
  const own = new Set(account?.branches.map((b) => b.id.value) ?? []);
  return {
    branches,
    editable: (list: readonly Branch[]) => list.filter((b) => admin || own.has(b.id.value)),
  };
}

/**
 * `/branch-cms`: the page of the selected branch (`?branch={id}`, the account's first branch by
 * default): its sections in the chosen language (location BRANCH), and the contact box its page shows.
 */
export function BranchCmsPage() {
  const { t } = useTranslation('cms');
  const [params, setParams] = useSearchParams();
  const { branches, editable } = useEditableBranches();
  const firstOwn = useAuth((s) => s.account?.branches[0]?.id.value);
  const { language } = usePageScope();
  return (
    <QueryView
      query={branches}
      isEmpty={(list) => editable(list).length === 0}
      empty={t('branchPage.noBranch')}
    >
      {(list) => {
        const mine = editable(list);
        const wanted = params.get('branch') ?? firstOwn;
        const branch = mine.find((b) => b.id.value === wanted) ?? mine[0];
        if (!branch) return null;
        return (
          <SectionsPage
            key={branch.id.value}
            title={t('branchPage.title', { name: branch.name })}
            scope={{ location: 'BRANCH', language, country: null, branch: branch.id.value }}
            picker={
              <>
                <Field label={t('branchPage.branch')}>
                  <Select
                    id="branch-choice"
                    value={branch.id.value}
                    onChange={(_, d) => setParams({ branch: d.value, language }, { replace: true })}
                  >
                    {mine.map((b) => (
                      <option key={b.id.value} value={b.id.value}>
                        {b.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                <PageScopePicker withCountry={false} />
              </>
            }
            aside={<ContactBox branch={branch} />}
          />
        );
      }}
    </QueryView>
  );
}
