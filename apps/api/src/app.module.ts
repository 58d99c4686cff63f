import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { TerminusModule } from '@nestjs/terminus';
import { buildOrmOptions, KernelModule } from '@lic/server-kernel';
import { contextModules, entities, migrations } from './database/contexts';
import { HealthController } from './health/health.controller';
import { Readiness } from './health/readiness';
import { LandingController } from './landing/landing.controller';

export interface AppModuleOptions {
  databaseUrl: string;
  /** DATABASE_REPLICA_URLS: read replicas of databaseUrl. */
  replicaUrls?: readonly string[];
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot({
          ...buildOrmOptions({ clientUrl: options.databaseUrl, replicaUrls: options.replicaUrls, entities, migrations }),
          registerRequestContext: true,
        }),
        // The one CQRS module, global: contexts must not import CqrsModule again (a second import
        // creates a second EventBus, and events published on one never reach the other's handlers).
        CqrsModule.forRoot(),
        TerminusModule,
        KernelModule,
        ...contextModules,
      ],
      controllers: [HealthController, LandingController],
      providers: [Readiness],
    };
  }
}
