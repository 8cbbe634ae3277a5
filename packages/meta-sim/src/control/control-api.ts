import type { SimRuntime } from '../runtime.ts';
import { createAppControls } from './app-controls.ts';
import { createAccountControls } from './account-controls.ts';
import { createContentControls } from './content-controls.ts';
import { createControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';
import { createPlatformControls } from './platform-controls.ts';
import { createPublishingControls } from './publishing-controls.ts';
import { createInstagramLoginControls } from './instagram-login-controls.ts';
import { resetWorld } from './world-reset.ts';

export type * from './control-types.ts';

/** The simulator's control API in process; `control-routes.ts` serves it over HTTP under `/_sim`. */
export function createControlApi(rt: SimRuntime, onReset: () => void): ControlApi {
  const context = createControlContext(rt);
  return {
    reset: () => resetWorld(rt, onReset),
    ...createAccountControls(context),
    ...createContentControls(context),
    ...createPlatformControls(context),
    ...createAppControls(context),
    ...createPublishingControls(context),
    ...createInstagramLoginControls(context),
  };
}
