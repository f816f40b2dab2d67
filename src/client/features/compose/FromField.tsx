import type { Account } from '../../api/accounts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { LABEL_FROM } from './texts';

/** Which account the mail goes from; shown only when the user has more than one. */
export function FromField({ accounts, value, onChange }: { accounts: Account[]; value: string; onChange: (id: string) => void }) {
  return (
    <div className="flex min-h-12 items-center gap-3 border-b px-4 sm:px-5">
      <label htmlFor="compose-from" className="w-12 shrink-0 text-sm text-muted-foreground">
        {LABEL_FROM}
      </label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="compose-from" className="h-8 w-auto min-w-0 flex-1 border-0 px-0 shadow-none focus-visible:ring-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {accounts.map((account) => (
            <SelectItem key={account.id} value={account.id}>
              {account.displayName} &lt;{account.email}&gt;
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
