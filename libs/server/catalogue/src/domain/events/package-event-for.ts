import { EntityState } from '../entity-state';
import type { PackageSnapshot } from '../package-snapshot';
import { PackageChangedEvent } from './package-changed.event';
import { PackageDeactivatedEvent } from './package-deactivated.event';
import { PackagePublishedEvent } from './package-published.event';
import type { PackageSnapshotEvent } from './package-snapshot.event';

/** The event that tells what happened to a package: published, deactivated or changed. */
export function packageEventFor(stateBefore: EntityState | null, snapshot: PackageSnapshot): PackageSnapshotEvent {
  const activeNow = snapshot.idstate === EntityState.ACTIVE;
  if (activeNow && stateBefore !== EntityState.ACTIVE) return new PackagePublishedEvent(snapshot);
  if (!activeNow && stateBefore === EntityState.ACTIVE) return new PackageDeactivatedEvent(snapshot);
  return new PackageChangedEvent(snapshot);
}
