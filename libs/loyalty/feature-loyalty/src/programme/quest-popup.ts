import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The query parameter naming the quest whose popup is open on `/loyalty` (`?quest=ten-spins`). */
export const QUEST_PARAM = 'quest';

/** Marks the history entry the popup pushed, so closing it goes back instead of adding an entry. */
interface QuestPopupState {
  questPopup?: true;
}

/**
 * The one reader and writer of the quest popup's URL state (§2 loyalty quest). It lives in the
 * URL, so a reload keeps it open and Back closes it; `/loyalty/{sysname}` stays the quest's page
 * for direct links.
 */
export function useQuestPopup(): [string | null, (sysname: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as QuestPopupState | null)?.questPopup === true;
  const open = useCallback(
    (sysname: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(QUEST_PARAM, sysname);
          return next;
        },
        { state: { questPopup: true } satisfies QuestPopupState },
      ),
    [setParams],
  );
  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    // Opened from a link or a reload: there is no entry of ours to go back from.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUEST_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, openedHere, setParams]);
  return [params.get(QUEST_PARAM) || null, open, close];
}
