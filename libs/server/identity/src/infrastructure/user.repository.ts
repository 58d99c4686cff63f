import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUUID } from 'class-validator';
import { User } from '../domain/user.entity';

@Injectable()
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  findByUserName(userName: string): Promise<User | null> {
    return this.em.findOne(User, { userName: User.normaliseUserName(userName) });
  }

  findById(id: string): Promise<User | null> {
    return isUUID(id) ? this.em.findOne(User, { id }) : Promise.resolve(null);
  }
}
