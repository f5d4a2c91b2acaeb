import { startEarlyRequests } from './early-requests.ts';

startEarlyRequests();
// Async boundary: shared singletons (React, the kit, …) are negotiated before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
