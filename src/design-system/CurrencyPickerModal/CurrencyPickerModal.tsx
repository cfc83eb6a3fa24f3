import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Select } from '../Select';

/** A currency the account can be opened in (structurally the client's `{ id, name }` mapping). */
export interface CurrencyOption {
  id: number | string;
  name: string;
}

export interface CurrencyPickerModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading of the dialog. */
  title: string;
  /** The currencies to choose from, in display order; the first is preselected. */
  currencies: CurrencyOption[];
  /** The currencies are still loading: the select is disabled and shows `loadingLabel`. */
  currenciesLoading?: boolean;
  /** Called with the chosen currency's id (as given in `currencies`). */
  onConfirm: (currencyId: CurrencyOption['id']) => void;
  /** Asked to close by the Close button (Escape and the backdrop never close this dialog). */
  onClose: () => void;
  /** The account is being created: the confirm button shows a spinner and `loadingLabel` and is disabled. */
  busy?: boolean;
  /** Server message shown under the select, e.g. the maximum number of accounts is reached. */
  error?: string;
  /** Text of the Close button (the app passes `m167_close`). */
  closeLabel?: string;
  /** Text of the confirm button (what it does: "Open account"). */
  confirmLabel?: string;
  /** Label of the select. */
  currencyLabel?: string;
  /** Text shown while busy or while the currencies load. */
  loadingLabel?: string;
  /** Placeholder of the select when there are no currencies. */
  emptyLabel?: string;
  /** What is being opened (platform, server, leverage …), shown above the select. */
  children?: ReactNode;
  /** Shown under the select, e.g. a link to the existing accounts when the maximum is reached. */
  note?: ReactNode;
}

/** The create-trading-account dialog: pick a currency, then confirm. Cannot be dismissed by Escape or backdrop. */
export function CurrencyPickerModal({
  open,
  title,
  currencies,
  currenciesLoading = false,
  onConfirm,
  onClose,
  busy = false,
  error,
  closeLabel = 'Close',
  confirmLabel = 'Next step',
  currencyLabel = 'Currency',
  loadingLabel = 'Loading...',
  emptyLabel = 'No currencies available',
  children,
  note,
}: CurrencyPickerModalProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The first currency is preselected, also when the list arrives after the dialog opened or no
  // longer holds the chosen one.
  const selected = currencies.some((c) => String(c.id) === chosen)
    ? chosen!
    : String(currencies[0]?.id ?? '');
  const current = currencies.find((c) => String(c.id) === selected);

  // Each opening starts from the preselection again.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setChosen(null);
  }

  // A confirm locks until the parent has been busy and finished, sent an error, or reopened the
  // dialog: a double click before `busy` arrives never confirms twice.
  const locked = useRef(false);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) locked.current = false;
    wasBusy.current = busy;
  }, [busy]);
  useEffect(() => {
    locked.current = false;
  }, [error, open]);

  const confirm = () => {
    if (busy || locked.current || !current) return;
    locked.current = true;
    onConfirm(current.id);
  };

  const waiting = currenciesLoading && currencies.length === 0;

  // The select is disabled until the currencies arrive, so the dialog opens with focus on Close;
  // once there is something to pick, focus moves to the choice (unless the user moved it already).
  const selectRef = useRef<HTMLSelectElement>(null);
  const ready = open && currencies.length > 0;
  useEffect(() => {
    const select = selectRef.current;
    const dialog = select?.closest('dialog');
    if (!ready || !select || !dialog) return;
    const active = document.activeElement;
    if (active === dialog || active === dialog.querySelector('button')) select.focus();
  }, [ready]);

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      staticBackdrop
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button onClick={confirm} busy={busy} disabled={!current}>
            {busy ? loadingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <Select
        ref={selectRef}
        label={currencyLabel}
        options={currencies.map((c) => ({ value: String(c.id), label: c.name }))}
        value={selected}
        onValueChange={setChosen}
        placeholder={currencies.length === 0 ? (waiting ? loadingLabel : emptyLabel) : undefined}
        disabled={busy || currencies.length === 0}
        error={error}
      />
      {note}
      {/* Present from the start so screen readers announce the text when it appears. */}
      <span role="status" className="visually-hidden">
        {busy ? loadingLabel : ''}
      </span>
    </Modal>
  );
}
