import { useHasAuthority } from '@cenacle/kit';
import { Button } from '@cenacle/kit/ui';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@cenacle/kit/ui-extended';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { CONFERENCE_SENDERS } from '@cenacle/shared-domain/conferences/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../conferences/api/conferences.api.ts';

const SENDERS = roles(CONFERENCE_SENDERS);

/** Per conference: send it to its servants (branch admins) or download its files. */
export function ConferenceMenu(props: { readonly conference: Conference; readonly onSend: () => void }) {
  const { t } = useTranslation('planning');
  const canSend = useHasAuthority(SENDERS);
  const { conference: c } = props;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" aria-label={t('conferencePlanner.menu', { name: c.name })}>
          ⋯
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {canSend && (
            <MenuItem disabled={c.servants.length === 0} onClick={props.onSend}>
              {t('conferencePlanner.send')}
            </MenuItem>
          )}
          {c.files.map((f) => (
            <MenuItem key={f.fileId} onClick={() => window.open(fileUrl(f.fileId), '_blank', 'noopener')}>
              {t('conferencePlanner.download', { name: f.fileName })}
            </MenuItem>
          ))}
          {c.files.length === 0 && <MenuItem disabled>{t('conferencePlanner.noFiles')}</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
