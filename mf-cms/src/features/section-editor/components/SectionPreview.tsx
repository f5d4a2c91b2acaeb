import { ContentSections, type RenderableSection } from '@cenacle/kit/content';
import { makeStyles, tokens } from '@cenacle/kit/ui';
import { Tab, TabList } from '@cenacle/kit/ui-extended';
import { DEVICE_WIDTHS, DEVICES, type Device } from '@cenacle/shared-domain/content/rules';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  viewport: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
  },
  frame: { backgroundColor: '#FFFFFF', margin: '0 auto', boxShadow: tokens.shadow4 },
});

/** The device switch: which device's layouts are edited and previewed. */
export function DeviceSwitch(props: {
  readonly device: Device;
  readonly onChange: (device: Device) => void;
}) {
  const { t } = useTranslation('cms');
  return (
    <TabList
      selectedValue={props.device}
      onTabSelect={(_, d) => props.onChange(d.value as Device)}
      aria-label={t('preview.devices')}
    >
      {DEVICES.map((device) => (
        <Tab key={device} value={device} data-testid={`device-${device}`}>
          {t(`device.${device}`)} ({DEVICE_WIDTHS[device]} px)
        </Tab>
      ))}
    </TabList>
  );
}

/**
 * The section as a visitor will see it on the chosen device: the public pages' own renderer in a
 * frame as wide as that device (375, 768 or 1280 px).
 */
export function SectionPreview(props: { readonly section: RenderableSection; readonly device: Device }) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const width = DEVICE_WIDTHS[props.device];
  return (
    <section
      className={styles.viewport}
      aria-label={t('preview.title', { device: t(`device.${props.device}`) })}
    >
      <div
        className={styles.frame}
        style={{ width }}
        data-testid="section-preview"
        data-device={props.device}
      >
        <ContentSections sections={[props.section]} device={props.device} />
      </div>
    </section>
  );
}
