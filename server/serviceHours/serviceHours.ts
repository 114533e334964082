import { tokyoClock } from '../../validators/calendar';

/** A scheduled window in Tokyo time (`YYYY-MM-DDTHH:mm`), from inclusive, until exclusive. */
export interface MaintenanceWindow {
  readonly from: string;
  readonly until: string;
  readonly note?: string;
}

/** An operator's switch: on until switched off, and the windows it is on by itself. */
export interface MaintenanceSwitch {
  readonly on: boolean;
  readonly windows: readonly MaintenanceWindow[];
}

/** A service open only part of the day (Tokyo `HH:mm`, closes exclusive; `24:00` is the day's end), by flow. */
export interface ServiceOpeningHours {
  readonly service: string;
  readonly flows: readonly string[];
  readonly opens: string;
  readonly closes: string;
}

/** config/serviceHours.json: when the credentialed API answers at all, and when the services limited by time do. */
export interface ServiceHours {
  readonly maintenance: MaintenanceSwitch;
  readonly paymentProviderMaintenance: MaintenanceSwitch;
  readonly hours: readonly ServiceOpeningHours[];
}

const instantOf = (tokyo: string): number => Date.parse(`${tokyo}:00+09:00`);

function isOn(switchable: MaintenanceSwitch, now: Date): boolean {
  const at = now.getTime();
  return switchable.on || switchable.windows.some((window) => instantOf(window.from) <= at && at < instantOf(window.until));
}

/**
 * The maintenance the credentialed API answers now (SPEC 8.1): the service's own (5030) before the payment provider's
 * (6030), which the service cannot work without; null when neither is on.
 */
export function maintenanceNow(hours: ServiceHours, now: Date): 'maintenance' | 'paymentProviderMaintenance' | null {
  if (isOn(hours.maintenance, now)) return 'maintenance';
  if (isOn(hours.paymentProviderMaintenance, now)) return 'paymentProviderMaintenance';
  return null;
}

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The limited service a flow belongs to when it is closed at this instant (Tokyo time), else null. */
export function closedServiceOf(hours: ServiceHours, flowId: string, now: Date): ServiceOpeningHours | null {
  const minutes = tokyoClock(now)?.minutes ?? 0;
  return (
    hours.hours.find(
      (service) => service.flows.includes(flowId) && (minutes < minutesOf(service.opens) || minutes >= minutesOf(service.closes)),
    ) ?? null
  );
}
