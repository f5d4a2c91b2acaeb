import { makeStyles, tokens } from '@cenacle/kit/ui';

/** The narrow centred card every self-service account page sits in. */
export const useAccountCardStyles = makeStyles({
  card: {
    maxWidth: '460px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: tokens.spacingHorizontalXL,
  },
});
