import { flashKeys, useFlash } from './flash';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { Strings } from '../../i18n/islandStrings';

export const flashNoticeKeys = flashKeys;

/** The message the previous page left (e.g. on /please-check-your-email why a new code was sent). */
export default function FlashNotice({ strings }: { strings: Strings<(typeof flashKeys)[number]> }) {
  const flash = useFlash();
  return <StatusMessage tone={flash?.tone ?? 'info'}>{flash && strings[flash.key]}</StatusMessage>;
}
