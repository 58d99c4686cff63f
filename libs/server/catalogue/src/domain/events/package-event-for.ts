import { EntityState } from '../entity-state';
import type { PackageSnapshot } from '../package-snapshot';
import { PackageChangedEvent, PackageDeactivatedEvent, PackagePublishedEvent, type PackageSnapshotEvent } from '@lic/server-catalogue-api';

/** The event that tells what happened to a package: published, deactivated or changed. */
export function packageEventFor(stateBefore: EntityState | null, snapshot: PackageSnapshot): PackageSnapshotEvent {
  const activeNow = snapshot.idstate === EntityState.ACTIVE;
  if (activeNow && stateBefore !== EntityState.ACTIVE) return new PackagePublishedEvent(snapshot);
  if (!activeNow && stateBefore === EntityState.ACTIVE) return new PackageDeactivatedEvent(snapshot);
  return new PackageChangedEvent(snapshot);
}
