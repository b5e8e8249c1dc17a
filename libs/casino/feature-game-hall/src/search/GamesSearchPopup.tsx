import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { Button, Image, Input, Spinner, useDebouncedValue } from '@nfx/ui';
import type { GameItem } from '@nfx/api-contract';
import { paths } from '@nfx/paths';
import { QueryError } from '../common/QueryError';
import { SEARCH_DEBOUNCE_MS } from '../common/constants';
import { displayOf } from '../common/display';
import { MIN_QUERY_LENGTH, useSearchSuggestions } from './use-search-suggestions';
import * as styles from './GamesSearchPopup.css';

/**
 * The games search the shell opens from its header: results as the player types (after a
 * 300 ms pause), recent and popular games before that; arrows move, Enter opens, Esc closes.
 */
export function GamesSearchPopup({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debounced);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const options = useMemo(() => suggestions.groups.flatMap((group) => group.games), [suggestions.groups]);
  const active = activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  const open = (game: GameItem) => {
    navigate(localized(paths.game(game.sysname)));
    onClose?.();
  };
  const showAll = () => {
    const search = query.trim();
    navigate(localized(paths.gameHall({ search })));
    onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Escape' && onClose) {
      // Closed here once; the surrounding dialog must not treat the same key as a second close.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (chosen) open(chosen);
    else showAll();
  };

  let index = -1;
  return (
    <div className={styles.root} data-testid="games-search">
      <form role="search" className={styles.form} onSubmit={submit}>
        <Input
          className={styles.field}
          type="search"
          label={t('casino.search.label')}
          value={query}
          autoFocus
          autoComplete="off"
          maxLength={64}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit">{t('common.search')}</Button>
      </form>
      {query.trim().length > 0 && query.trim().length < MIN_QUERY_LENGTH && <p className={styles.message}>{t('casino.search.hint')}</p>}
      {suggestions.error ? (
        <QueryError error={suggestions.error} onRetry={suggestions.retry} />
      ) : (
        <div aria-busy={suggestions.isPending}>
          {suggestions.isPending && suggestions.searching && <Spinner size="sm" />}
          <ul id={listboxId} role="listbox" aria-label={t('casino.search.results')} className={styles.listbox}>
            {suggestions.groups.map((group) => (
              <li key={group.id} role="presentation">
                {group.id !== 'results' && (
                  <p className={styles.groupLabel} id={`${listboxId}-${group.id}`}>
                    {t(`casino.search.${group.id}`)}
                  </p>
                )}
                <ul
                  role="group"
                  aria-labelledby={group.id !== 'results' ? `${listboxId}-${group.id}` : undefined}
                  aria-label={group.id === 'results' ? t('casino.search.results') : undefined}
                  className={styles.group}
                >
                  {group.games.map((game) => {
                    index += 1;
                    const position = index;
                    const { name, image } = displayOf(game);
                    return (
                      <li
                        key={`${group.id}-${game.sysname}`}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        className={styles.option}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => open(game)}
                        onMouseEnter={() => setActiveIndex(position)}
                      >
                        <Image
                          className={styles.thumb}
                          src={image}
                          fallbacks={image === game.image_url ? [] : [{ src: game.image_url }]}
                          alt=""
                          width={72}
                          height={48}
                          loading="lazy"
                        />
                        <span className={styles.optionText}>
                          <span className={styles.optionName}>{name}</span>
                          <span className={styles.optionMeta}>{game.provider.name}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          {suggestions.searching && !suggestions.isPending && options.length === 0 && (
            <p className={styles.message} role="status">
              {t('casino.search.noResults', { query: suggestions.search })}
            </p>
          )}
          {suggestions.searching && options.length > 0 && (
            <Button variant="ghost" size="sm" onClick={showAll}>
              {t('casino.search.showAll')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
