import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** The backup codes, shown once: the list, and a button that copies them all. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-sand-800">
        Keep these backup codes somewhere safe, away from your phone. Each one signs you in once if you lose
        your authenticator app. They will not be shown again.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-xl bg-sand-50 p-4 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex items-center gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          Copy backup codes
        </Button>
        <p role="status" className="text-sm text-sand-700">
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Could not copy: select them instead.' : ''}
        </p>
      </div>
    </div>
  );
}
