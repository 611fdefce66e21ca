import { accountDeletionMessages } from '@navalha/core/domain/account/account-deletion';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { exportAccountData } from '../api/export-account-data';

/** `navalha-meus-dados-2026-05-04.json`, by the user's own calendar. */
function exportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `navalha-meus-dados-${day}.json`;
}

/** 'Baixar meus dados': fetches the export and hands it to the browser as a file. */
export function useDownloadAccountData() {
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const data = await exportAccountData();
      const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], {
        type: 'application/json',
      });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date());
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file over; the next task may let the URL go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      toast.success(accountDeletionMessages.exported);
    } catch {
      toast.error(accountDeletionMessages.exportFailed);
    } finally {
      setDownloading(false);
    }
  }, []);

  return { download, downloading };
}
