/**
 * The simulated courier: moves each running delivery one step per `stepMs` while enabled.
 * Timers are unref'd and all cleared on stop, so a closing sandbox never waits on a courier.
 */

export interface CourierSettings {
  enabled: boolean;
  stepMs: number;
}

export const DEFAULT_COURIER: CourierSettings = { enabled: false, stepMs: 20_000 };

export interface SimulatedCourier {
  configure(patch: Partial<CourierSettings>): CourierSettings;
  state(): CourierSettings;
  /** (Re)starts the clock of one delivery; nothing when off. */
  follow(deliveryId: string): void;
  forget(deliveryId: string): void;
  stop(): void;
}

/**
 * `step` advances a delivery and answers whether it still has steps left; `running` lists the
 * deliveries to pick up when the courier is switched on.
 */
export function createSimulatedCourier(
  step: (deliveryId: string) => boolean,
  running: () => string[],
  onError: (error: unknown) => void,
): SimulatedCourier {
  let settings: CourierSettings = { ...DEFAULT_COURIER };
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function forget(id: string): void {
    const t = timers.get(id);
    if (t !== undefined) clearTimeout(t);
    timers.delete(id);
  }
  function stop(): void {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  }
  function follow(id: string): void {
    forget(id);
    if (!settings.enabled) return;
    const timer = setTimeout(() => {
      timers.delete(id);
      try {
        if (step(id)) follow(id);
      } catch (error) {
        onError(error);
      }
    }, settings.stepMs);
    timer.unref?.();
    timers.set(id, timer);
  }

  return {
    configure(patch) {
      const wasOn = settings.enabled;
      settings = { ...settings, ...patch };
      if (!settings.enabled) stop();
      else if (!wasOn || patch.stepMs !== undefined) for (const id of running()) follow(id);
      return { ...settings };
    },
    state: () => ({ ...settings }),
    follow,
    forget,
    stop,
  };
}
