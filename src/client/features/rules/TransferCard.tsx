/**
 * Rules in and out: download them as Gmail's mailFilters.xml or as a Sieve
 * script, and read a mailFilters.xml exported from Gmail into rules.
 */
import { useRef } from 'react';
import { ArrowLeftRight, Download, Upload } from 'lucide-react';
import { errorMessage } from '../../api/errors';
import { rulesExportHref, useImportRules } from '../../api/rules';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import {
  EXPORT_GMAIL,
  EXPORT_LABEL,
  EXPORT_SIEVE,
  IMPORT_BUTTON,
  IMPORT_FAILED,
  IMPORT_HINT,
  IMPORT_LABEL,
  imported,
  IMPORTING,
  TRANSFER_DESCRIPTION,
  TRANSFER_TITLE,
} from './texts';

export function TransferCard() {
  const importRules = useImportRules();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    importRules.mutate(await file.text());
    // The same file can be chosen again after a fix.
    if (input.current) input.current.value = '';
  };

  return (
    <Card className="gap-4" data-testid="rules-transfer">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2 text-base">
          <ArrowLeftRight className="size-4 text-primary" aria-hidden="true" />
          {TRANSFER_TITLE}
        </CardTitle>
        <CardDescription>{TRANSFER_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{EXPORT_LABEL}</h3>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={rulesExportHref('gmail')} download data-testid="export-gmail">
                <Download aria-hidden="true" />
                {EXPORT_GMAIL}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={rulesExportHref('sieve')} download data-testid="export-sieve">
                <Download aria-hidden="true" />
                {EXPORT_SIEVE}
              </a>
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">
            <label htmlFor="rules-import">{IMPORT_LABEL}</label>
          </h3>
          <p className="text-xs text-muted-foreground">{IMPORT_HINT}</p>
          <input
            ref={input}
            id="rules-import"
            type="file"
            accept=".xml,application/xml,text/xml"
            className="sr-only"
            data-testid="import-file"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <div>
            <Button variant="outline" size="sm" disabled={importRules.isPending} onClick={() => input.current?.click()}>
              {importRules.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
              {importRules.isPending ? IMPORTING : IMPORT_BUTTON}
            </Button>
          </div>
          {importRules.isSuccess && (
            <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400" data-testid="import-result">
              {imported(importRules.data.imported, importRules.data.skipped)}
            </p>
          )}
          {importRules.isError && (
            <p role="alert" className="text-sm text-destructive" data-testid="import-result">
              {IMPORT_FAILED}: {errorMessage(importRules.error)}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
