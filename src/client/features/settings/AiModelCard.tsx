import { Cpu, PlugZap, RotateCcw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useAiModel, useRemoveAiModel, useSaveAiModel, useTestAiModel } from '../../api/ai';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import {
  BUTTON_REMOVE_KEY, BUTTON_SAVE_MODEL, BUTTON_TEST_CONNECTION, BUTTON_TESTING, BUTTON_USE_LOCAL, ERR_MODEL_FIELDS, HINT_BASE_URL, LABEL_API_KEY,
  LABEL_BASE_URL, LABEL_MODEL, MODEL_ANSWERING, MODEL_CARD_DESCRIPTION, MODEL_CARD_TITLE, MODEL_ENGINE_LOCAL, MODEL_ENGINE_LOCAL_HINT,
  MODEL_ENGINE_SERVER_HINT, MODEL_ENGINE_USER_HINT, PLACEHOLDER_API_KEY, PLACEHOLDER_API_KEY_SAVED, PLACEHOLDER_BASE_URL,
  PLACEHOLDER_MODEL, TEST_MODEL_MISSING, TEST_MODELS_FOUND, TEST_NO_MODELS, TOAST_KEY_REMOVED, TOAST_MODEL_REMOVED, TOAST_MODEL_SAVE_FAILED,
  TOAST_MODEL_SAVED,
} from './texts';

/** Which engine writes now, and a form to connect one's own OpenAI-compatible model server (tested before it is saved). */
export function AiModelCard() {
  const current = useAiModel();
  const save = useSaveAiModel();
  const remove = useRemoveAiModel();
  const test = useTestAiModel();
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const view = current.data;

  // The form starts from what is saved, once it has loaded.
  useEffect(() => {
    if (view?.source === 'user') {
      setBaseUrl(view.baseUrl ?? '');
      setModel(view.model ?? '');
    }
  }, [view?.source, view?.baseUrl, view?.model]);

  const filled = baseUrl.trim() !== '' && model.trim() !== '';
  const keyInput = apiKey.trim() ? { apiKey: apiKey.trim() } : {};

  function runTest() {
    if (!baseUrl.trim()) return setProblem(ERR_MODEL_FIELDS);
    setProblem(null);
    test.mutate({ baseUrl: baseUrl.trim(), ...(model.trim() ? { model: model.trim() } : {}), ...keyInput });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled) return setProblem(ERR_MODEL_FIELDS);
    setProblem(null);
    save.mutate(
      { baseUrl: baseUrl.trim(), model: model.trim(), ...keyInput },
      {
        onSuccess: () => {
          setApiKey('');
          test.reset();
          toast({ ...TOAST_MODEL_SAVED });
        },
        onError: (error) => setProblem(error.message || TOAST_MODEL_SAVE_FAILED),
      },
    );
  }

  /** Keeps the saved model and address (not what the form holds unsaved) and drops only its key. */
  function removeKey() {
    if (view?.source !== 'user' || !view.baseUrl || !view.model) return;
    setProblem(null);
    save.mutate(
      { baseUrl: view.baseUrl, model: view.model, apiKey: '' },
      {
        onSuccess: () => {
          setApiKey('');
          toast({ ...TOAST_KEY_REMOVED });
        },
        onError: (error) => setProblem(error.message || TOAST_MODEL_SAVE_FAILED),
      },
    );
  }

  function useLocal() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setBaseUrl('');
        setModel('');
        setApiKey('');
        test.reset();
        toast({ ...TOAST_MODEL_REMOVED });
      },
      onError: (error) => setProblem(error.message || TOAST_MODEL_SAVE_FAILED),
    });
  }

  const models = test.data?.models;
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{MODEL_CARD_TITLE}</CardTitle>
        <CardDescription className="text-pretty">{MODEL_CARD_DESCRIPTION}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <CardContent className="grid gap-5 px-4 sm:px-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm" data-testid="ai-engine-current">
            <span className="text-muted-foreground">{MODEL_ANSWERING}</span>
            {view ? (
              <>
                <Badge variant={view.engine === 'local' ? 'secondary' : 'default'} className="gap-1">
                  <Cpu className="size-3" aria-hidden="true" />
                  {view.engine === 'local' ? MODEL_ENGINE_LOCAL : view.model}
                </Badge>
                <span className="min-w-0 break-all text-muted-foreground">
                  {view.source === 'user' ? MODEL_ENGINE_USER_HINT(view.baseUrl ?? '') : view.source === 'server' ? MODEL_ENGINE_SERVER_HINT : MODEL_ENGINE_LOCAL_HINT}
                </span>
              </>
            ) : (
              <Spinner />
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ai-base-url">{LABEL_BASE_URL}</Label>
            <Input
              id="ai-base-url"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={PLACEHOLDER_BASE_URL}
              value={baseUrl}
              onChange={(e) => {
                setBaseUrl(e.target.value);
                // What a test said was about the old address.
                test.reset();
                setProblem(null);
              }}
              aria-describedby="ai-base-url-hint"
            />
            <p id="ai-base-url-hint" className="text-sm text-muted-foreground">{HINT_BASE_URL}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <div className="flex min-h-5 items-center">
                <Label htmlFor="ai-model">{LABEL_MODEL}</Label>
              </div>
              <Input id="ai-model" autoComplete="off" spellCheck={false} placeholder={PLACEHOLDER_MODEL} value={model} onChange={(e) => setModel(e.target.value)} list="ai-model-options" />
              {models && <datalist id="ai-model-options">{models.map((m) => <option key={m} value={m} />)}</datalist>}
            </div>
            <div className="grid gap-2">
              <div className="flex min-h-5 items-center justify-between gap-2">
                <Label htmlFor="ai-api-key">{LABEL_API_KEY}</Label>
                {view?.source === 'user' && view.hasKey && (
                  <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={removeKey} disabled={save.isPending}>
                    {BUTTON_REMOVE_KEY}
                  </Button>
                )}
              </div>
              <Input id="ai-api-key" type="password" autoComplete="off" placeholder={view?.hasKey ? PLACEHOLDER_API_KEY_SAVED : PLACEHOLDER_API_KEY} value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
            </div>
          </div>
          <div aria-live="polite" className="empty:hidden">
            {test.isSuccess && models && (
              <div className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2.5 text-sm" data-testid="ai-test-result">
                <p>{models.length ? TEST_MODELS_FOUND(models.length) : TEST_NO_MODELS}</p>
                {models.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5">
                    {models.map((m) => (
                      <li key={m}>
                        <button type="button" className="rounded-full border bg-background px-2.5 py-0.5 font-mono text-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/80 focus-visible:outline-none aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary" onClick={() => setModel(m)} aria-pressed={m === model.trim()}>
                          {m}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {model.trim() && models.length > 0 && !models.includes(model.trim()) && <p className="text-muted-foreground">{TEST_MODEL_MISSING(model.trim())}</p>}
              </div>
            )}
            {(problem ?? (test.isError ? test.error.message : null)) && (
              <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive">
                {problem ?? test.error?.message}
              </p>
            )}
          </div>
        </CardContent>
        <CardFooter className="flex-wrap justify-end gap-2 border-t px-4 pt-6 sm:px-6">
          {view?.source === 'user' && (
            <Button type="button" variant="ghost" onClick={useLocal} disabled={remove.isPending} className="w-full sm:mr-auto sm:w-auto">
              <RotateCcw className="size-4" aria-hidden="true" />
              {BUTTON_USE_LOCAL}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending} className="w-full sm:w-auto">
            {test.isPending ? <Spinner /> : <PlugZap className="size-4" aria-hidden="true" />}
            {test.isPending ? BUTTON_TESTING : BUTTON_TEST_CONNECTION}
          </Button>
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending && <Spinner />}
            {BUTTON_SAVE_MODEL}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
