import { useParams } from 'react-router';
import { LocalizedRedirect } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';

/** The redirect-gamehall-category rule: /gamehall/{id} shows the hall filtered by that category. */
export function GameHallCategoryRedirect() {
  const { id = '' } = useParams();
  return <LocalizedRedirect to={paths.gameHall({ category: id })} />;
}
