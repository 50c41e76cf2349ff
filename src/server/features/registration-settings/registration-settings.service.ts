import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import type { RegistrationSettings } from './registration-settings.repository.ts';
import * as repository from './registration-settings.repository.ts';

/** For another feature's change that depends on these settings, inside its transaction in the organization's scope. */
export function readRegistrationSettings({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<RegistrationSettings> {
  return repository.findRegistrationSettings(tx, organizationId);
}

export function getRegistrationSettings({ db, organizationId }: { db: Database; organizationId: string }): Promise<RegistrationSettings> {
  return db.withTenant({ organizationId }, (tx) => repository.findRegistrationSettings(tx, organizationId));
}

/** Saves who may register and whether new accounts wait for approval; open staff screens hear of it at once. */
export function updateRegistrationSettings(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  input: RegistrationSettings;
}): Promise<RegistrationSettings> {
  const { db, clock, organizationId, actor, input } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const before = await repository.findRegistrationSettings(tx, organizationId);
    const saved = await repository.saveRegistrationSettings(tx, organizationId, input, clock.now());
    await recordSettingsChange(tx, { organizationId, actor, settings: 'registration', before, after: saved });
    await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'registration', settings: saved } });
    return saved;
  });
}
