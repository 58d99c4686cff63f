import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity, type AuthenticatedUser } from '@lic/server-kernel';
import { privilegesForRoles } from '@lic/shared-api-types';

/** The app claim of staff users: the back office lives in the license app (storefront.md §6). */
export const STAFF_APP = 'LICENSE';

export interface NewUser {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  roles?: string[];
  customer?: { id: string; type: string; value: string };
}

/**
 * A person who signs in: staff of the license app (with roles) or a customer user linked to a
 * company by its document (customer_type / customer_value).
 */
@Entity({ schema: 'identity', tableName: 'user' })
export class User extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored normalised (trimmed, lower case) so that sign-in ignores case. */
  @Property({ type: 'string', length: 100, unique: true })
  userName!: string;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 200 })
  email!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Property({ type: 'array', columnType: 'text[]' })
  roles: string[] = [];

  @Property({ type: 'uuid', nullable: true })
  customerId?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  customerType?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  customerValue?: string | null;

  @Property({ type: 'boolean' })
  active: boolean = true;

  static normaliseUserName(userName: string): string {
    return userName.trim().toLowerCase();
  }

  static create(input: NewUser): User {
    const user = new User();
    user.userName = User.normaliseUserName(input.userName);
    user.firstName = input.firstName;
    user.lastName = input.lastName;
    user.email = input.email.trim().toLowerCase();
    user.passwordHash = input.passwordHash;
    user.roles = [...(input.roles ?? [])];
    if (input.customer) {
      user.customerId = input.customer.id;
      user.customerType = input.customer.type;
      user.customerValue = input.customer.value;
    }
    return user;
  }

  /**
   * Suppression of the holder (decision 0068): the account keeps its id (what it did stays traceable) but
   * no name, e-mail, company link or usable password, and it can no longer sign in.
   */
  anonymise(): void {
    const anonymous = `suprimido-${this.id}`;
    this.userName = anonymous;
    this.firstName = 'Titular';
    this.lastName = 'suprimido';
    this.email = `${anonymous}@anonimo.invalid`;
    // Not an argon2 hash: no password verifies against it.
    this.passwordHash = '!suprimido';
    this.customerId = null;
    this.customerType = null;
    this.customerValue = null;
    this.active = false;
  }

  get fullName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }

  isStaff(): boolean {
    return this.roles.length > 0;
  }

  /**
   * The session this user gets in the given app: staff always get the license app and the
   * privileges of their roles; customer users get the app they signed in to.
   */
  sessionIn(appName: string, sessionId: string): AuthenticatedUser & { sessionId: string } {
    return {
      sessionId,
      userId: this.id,
      userName: this.userName,
      givenName: this.firstName,
      familyName: this.lastName,
      apps: [this.isStaff() ? STAFF_APP : appName.trim().toUpperCase()],
      roles: [...this.roles],
      privileges: privilegesForRoles(this.roles),
      customerId: this.customerId ?? undefined,
      customerType: this.customerType ?? undefined,
      customerValue: this.customerValue ?? undefined,
    };
  }
}
