/**
 * What the browser apps share as `react-router`. A shared module is bundled whole (Module
 * Federation cannot tree-shake across apps), and react-router's main entry also carries the
 * data routers, server rendering and cookie/session helpers the site never uses: ~52 KB br.
 * Sharing this narrower module instead keeps one router instance for every app at a fraction
 * of the bytes. `tools/lint/shared-facades.spec.ts` fails when code imports a name that
 * is not listed here.
 *
 * `react-router-full` is a webpack alias to react-router's own ESM build, so this file does not
 * consume itself from the share scope.
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-full';
