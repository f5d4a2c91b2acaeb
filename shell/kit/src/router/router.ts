/**
 * The router, shared by the shell and every remote as ONE Module Federation singleton (one router
 * context in the page). Everyone reaches react-router only through this facade: shared modules are
 * not tree-shaken, and all of react-router (its server, data and cookie helpers included) is ≈65 KB
 * gzipped where the parts in use are about a quarter of that. The shell routes declaratively
 * (`BrowserRouter` + `Routes`): the data router (`createBrowserRouter`) would add ≈17 KB gzipped.
 * `shell/tests/front-end-imports.unit.spec.ts` forbids importing react-router anywhere else. Add an
 * export here before using it.
 */
export {
  BrowserRouter,
  Link,
  type LinkProps,
  type Location,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
