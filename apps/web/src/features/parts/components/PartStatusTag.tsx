import type { PartStatus } from '@spm/domain';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/StatusTag';
import { PART_STATUS_TONES, partStatusLabel } from '../part-labels';

/** A part status as a coloured tag: code and wording (spec §4). */
export function PartStatusTag({ status }: { status: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!status) return null;
  return (
    <StatusTag
      value={status}
      tones={PART_STATUS_TONES}
      label={partStatusLabel(status as PartStatus, i18n.language)}
    />
  );
}
