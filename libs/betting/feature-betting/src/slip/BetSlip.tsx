import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_CURRENCY, formatMoney } from '@nfx/format';
import { useIsAuthenticated, useSession } from '@nfx/session';
import { useValidationText } from '@nfx/cms-config';
import { Button, Checkbox, Input, alert, muted } from '@nfx/ui';
import { minorToWireAmount } from '@nfx/money';
import { parseStake, stakeRule } from '@nfx/validation';
import { useFreeBets } from '../api/free-bets';
import { usePlaceBet } from '../api/place-bet';
import { useLive, useSlip } from '../betting-context';
import { formatPrice, selectionName } from '../board/labels';
import { FreeBetChoice } from './FreeBetChoice';
import { placeError } from './place-error';
import { canCombine } from './slip-store';
import * as styles from './slip.css';

const stakeForm = v.object({ stake: stakeRule() });

/** Combined odds of prices in hundredths, rounded down as the API does. */
const combined = (prices: number[]) => prices.reduce((total, price) => Math.floor((total * price) / 100), 100);

/** How often at most the slip announces price changes to a screen reader. */
const ANNOUNCE_EVERY_MS = 5_000;

/**
 * The bet slip: its selections with the price shown when added and the live one (a change is
 * shown and must be accepted, unless the player accepts changes), singles or one accumulator,
 * the stake and what it may pay, and placing. A bottom sheet on small screens. When one bet is
 * placed, a free bet of the player's may pay it: its amount becomes the stake, locked, and what it
 * may pay is the winnings alone (a free bet's stake is not returned).
 */
export function BetSlip() {
  const { t, i18n } = useTranslation();
  const validationText = useValidationText();
  const signedIn = useIsAuthenticated();
  const currency = useSession().account?.balance_main.currency;
  const selections = useSlip((state) => state.selections);
  const mode = useSlip((state) => state.mode);
  const acceptOddsChanges = useSlip((state) => state.acceptOddsChanges);
  const sheetOpen = useSlip((state) => state.sheetOpen);
  const freeBetId = useSlip((state) => state.freeBetId);
  const { remove, clear, setMode, setAcceptOddsChanges, setSheetOpen, acceptPrices, setFreeBet } = useSlip(
    useShallow(({ remove, clear, setMode, setAcceptOddsChanges, setSheetOpen, acceptPrices, setFreeBet }) => ({
      remove,
      clear,
      setMode,
      setAcceptOddsChanges,
      setSheetOpen,
      acceptPrices,
      setFreeBet,
    })),
  );
  const freeBets = useFreeBets(i18n.language);
  const ids = selections.map((item) => item.selectionId);
  const live = useLive(useShallow((state) => ids.map((id) => state.prices[id])));
  const setPrices = useLive((state) => state.setPrices);
  const suspended = useLive(useShallow((state) => selections.map((item) => (state.markets[item.marketId] ?? 'open') !== 'open')));
  const current = selections.map((item, index) => live[index] ?? item.shownPrice);
  const changed = selections.filter((item, index) => current[index] !== item.shownPrice);
  const place = usePlaceBet();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef(0);
  const bodyId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, watch, setValue } = useForm<{ stake: string }>({
    defaultValues: { stake: '' },
    resolver: valibotResolver(stakeForm),
  });
  const accumulator = mode === 'accumulator' && canCombine(selections);
  // A free bet pays one bet: a single, or the accumulator.
  const oneBet = accumulator || selections.length === 1;
  const offeredFreeBets = signedIn && oneBet ? (freeBets.data ?? []) : [];
  const freeBet = offeredFreeBets.find((item) => item.id === freeBetId) ?? null;

  // The chosen free bet sets the stake whenever it is offered again (one selection left after several).
  const freeBetStake = freeBet ? freeBet.amount.amount.toFixed(2) : null;
  useEffect(() => {
    if (freeBetStake !== null) setValue('stake', freeBetStake, { shouldValidate: true });
  }, [freeBetStake, setValue]);

  const chooseFreeBet = (id: number | null) => {
    setFreeBet(id);
    if (id === null) setValue('stake', '');
  };
  const changeSignature = changed.map((item) => `${item.selectionId}:${current[ids.indexOf(item.selectionId)]}`).join(',');

  // A message, or the button taking a changed price, adds lines above the control the player has
  // focused in the sheet and pushes it down, on a phone out of the sheet's view (WCAG 2.4.11): it is
  // brought back into view, as the browser did when it took the focus. (A price change itself fills
  // the line kept for it and its announcement is at the end, so neither moves the controls.)
  const suspendedSignature = suspended.join(',');
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const focused = document.activeElement;
    if (!body || !(focused instanceof HTMLElement) || focused === body || !body.contains(focused)) return;
    focused.scrollIntoView?.({ block: 'nearest' });
  }, [changeSignature, suspendedSignature, announcement, message]);

  // Prices are announced politely and at most every few seconds, never on every tick.
  useEffect(() => {
    if (!changeSignature) return;
    const now = Date.now();
    if (now - lastAnnounced.current < ANNOUNCE_EVERY_MS) return;
    lastAnnounced.current = now;
    setAnnouncement(t('betting.slip.announce'));
  }, [changeSignature, t]);

  const submit = handleSubmit(async ({ stake }) => {
    setMessage(null);
    const shown = (item: (typeof selections)[number]) => ({ id: item.selectionId, price: item.shownPrice });
    const requests = accumulator ? [selections.map(shown)] : selections.map((item) => [shown(item)]);
    let placed = 0;
    for (const request of requests) {
      try {
        await place.mutateAsync({ selections: request, stake, acceptOddsChanges, ...(freeBet ? { freeBetId: freeBet.id } : {}) });
        placed += 1;
        if (!accumulator) remove(request[0]!.id);
      } catch (error) {
        const refusal = placeError(t, error, validationText);
        if (refusal.prices) setPrices(refusal.prices);
        if (refusal.freeBetGone) {
          setFreeBet(null);
          void freeBets.refetch();
        }
        setMessage({ tone: 'error', text: refusal.text });
        return;
      }
    }
    if (accumulator) clear();
    if (freeBet) {
      setFreeBet(null);
      setValue('stake', '');
    }
    setMessage({ tone: 'success', text: freeBet ? t('betting.slip.placedFreeBet') : t('betting.slip.placed', { count: placed }) });
  });

  const price = accumulator ? combined(current) : selections.length === 1 ? current[0]! : null;
  const stake = watch('stake');
  const stakeMinor = v.is(stakeRule(), stake) ? parseStake(stake, currency) : 0;
  const belowFreeBetOdds = freeBet !== null && freeBet.min_price !== null && price !== null && price < freeBet.min_price;
  // A free bet's stake is not returned: what it may pay is the winnings.
  const payout = price === null ? 0 : Math.floor((stakeMinor * price) / 100) - (freeBet ? stakeMinor : 0);

  return (
    <aside
      className={styles.sheet}
      data-open={sheetOpen}
      aria-label={t('betting.slip.title')}
      // The open sheet covers most of a phone's screen: the focus moving on to the page folds it, so
      // the focused control is not hidden behind it. A focus lost to nowhere (a removed item, another window) keeps it open.
      onBlur={(event) => {
        if (sheetOpen && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setSheetOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.handle}
        aria-expanded={sheetOpen}
        aria-controls={bodyId}
        onClick={() => setSheetOpen(!sheetOpen)}
      >
        <span>{t('betting.slip.open', { count: selections.length })}</span>
        <span aria-hidden="true">{sheetOpen ? '▾' : '▴'}</span>
      </button>
      <h2 className={styles.title}>{t('betting.slip.title')}</h2>
      <div id={bodyId} ref={bodyRef} className={styles.body}>
        {selections.length === 0 ? <p className={muted({ wrap: true })}>{t('betting.slip.empty')}</p> : null}
        <ul className={styles.list}>
          {selections.map((item, index) => {
            const name = selectionName(t, item);
            return (
              <li key={item.selectionId} className={styles.item}>
                <span className={styles.itemName}>{name}</span>
                <span className={styles.priceValue}>{suspended[index] ? t('betting.slip.suspended') : formatPrice(current[index]!)}</span>
                <span className={muted({ wrap: true })}>
                  {item.home} – {item.away}
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => remove(item.selectionId)}
                  aria-label={t('betting.slip.remove', { selection: name })}
                >
                  {t('betting.slip.removeShort')}
                </button>
                {/* Its line is kept while the price stands, so a change fills it instead of pushing down the controls below. */}
                <p className={styles.changeNote}>
                  {current[index] !== item.shownPrice
                    ? t('betting.slip.priceChanged', { from: formatPrice(item.shownPrice), to: formatPrice(current[index]!) })
                    : null}
                </p>
              </li>
            );
          })}
        </ul>
        {selections.length > 0 ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            {canCombine(selections) ? (
              <fieldset className={styles.kind}>
                <legend className={muted({ wrap: true })}>{t('betting.slip.kind')}</legend>
                <Button
                  type="button"
                  variant={accumulator ? 'secondary' : 'primary'}
                  aria-pressed={!accumulator}
                  onClick={() => setMode('single')}
                >
                  {t('betting.slip.singles')}
                </Button>
                <Button
                  type="button"
                  variant={accumulator ? 'primary' : 'secondary'}
                  aria-pressed={accumulator}
                  onClick={() => setMode('accumulator')}
                >
                  {t('betting.slip.accumulator')}
                </Button>
              </fieldset>
            ) : null}
            {offeredFreeBets.length > 0 ? (
              <FreeBetChoice freeBets={offeredFreeBets} chosen={freeBet?.id ?? null} onChoose={chooseFreeBet} />
            ) : null}
            <Input
              label={oneBet ? t('betting.slip.stake') : t('betting.slip.stakeEach')}
              inputMode="decimal"
              autoComplete="off"
              readOnly={freeBet !== null}
              hint={freeBet ? t('betting.slip.freeBet.locked') : undefined}
              error={validationText(formState.errors.stake?.message)}
              {...register('stake')}
            />
            {price !== null ? (
              <p className={styles.summary}>
                <span>{t('betting.slip.totalOdds')}</span>
                <span>{formatPrice(price)}</span>
              </p>
            ) : null}
            {price !== null && stakeMinor > 0 ? (
              <p className={styles.summary}>
                <span>{freeBet ? t('betting.slip.freeBet.payout') : t('betting.slip.payout')}</span>
                <span>{formatMoney(minorToWireAmount(payout, currency ?? DEFAULT_CURRENCY), currency)}</span>
              </p>
            ) : null}
            <Checkbox
              label={t('betting.slip.accept')}
              checked={acceptOddsChanges}
              onChange={(event) => setAcceptOddsChanges(event.target.checked)}
            />
            {belowFreeBetOdds ? (
              <p className={styles.changed} role="status">
                {t('betting.slip.freeBet.minOdds', { price: formatPrice(freeBet.min_price!) })}
              </p>
            ) : null}
            {changed.length > 0 && !acceptOddsChanges ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => acceptPrices(Object.fromEntries(selections.map((item, index) => [item.selectionId, current[index]!])))}
              >
                {t('betting.slip.acceptNew')}
              </Button>
            ) : null}
            {message ? (
              <p
                className={message.tone === 'error' ? alert() : alert({ tone: 'success' })}
                role={message.tone === 'error' ? 'alert' : 'status'}
              >
                {message.text}
              </p>
            ) : null}
            {signedIn ? (
              <Button type="submit" loading={place.isPending} disabled={suspended.some(Boolean) || belowFreeBetOdds}>
                {accumulator || selections.length === 1
                  ? t('betting.slip.place')
                  : t('betting.slip.placeMany', { count: selections.length })}
              </Button>
            ) : (
              <p className={muted({ wrap: true })}>{t('betting.slip.signIn')}</p>
            )}
          </form>
        ) : message ? (
          <p
            className={message.tone === 'error' ? alert() : alert({ tone: 'success' })}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
        <p className={muted({ wrap: true })} role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </aside>
  );
}
