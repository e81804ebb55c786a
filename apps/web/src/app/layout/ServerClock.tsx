import { businessDateTime } from '@spm/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';

/**
 * Server clock (spec §2 top bar): server time at sign-in, ticking locally, `yyyy-MM-dd HH:mm:ss` in the
 * server's business time zone.
 */
export function ServerClock() {
  const { t } = useTranslation();
  const { serverOffsetMs, me } = useSession();
  const [now, setNow] = useState(() => Date.now() + serverOffsetMs);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() + serverOffsetMs), 1000);
    return () => clearInterval(id);
  }, [serverOffsetMs]);
  return (
    <span className="spm-clock" title={t('layout:serverTime')} data-testid="server-clock">
      {businessDateTime(new Date(now), me.businessTz)}
    </span>
  );
}
