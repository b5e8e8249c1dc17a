import { Navigate, useParams } from 'react-router';

/** The redirect-gamehall-category rule: /gamehall/{id} shows the hall filtered by that category. */
export function GameHallCategoryRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`..?category=${encodeURIComponent(id)}`} relative="path" replace />;
}
