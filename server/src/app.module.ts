import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccountDeletionModule } from './account-deletion/account-deletion.module.js';
import { AppUsersModule } from './app-users/app-users.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BusinessesModule } from './businesses/businesses.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { CustomCategoriesModule } from './custom-categories/custom-categories.module.js';
import { AccessGuard } from './common/auth/access.guard.js';
import { AuthCoreModule } from './common/auth/auth-core.module.js';
import { Authenticator } from './common/auth/authenticator.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { createValidationPipe } from './common/errors/validation.js';
import { NullArgumentsInterceptor } from './common/graphql/null-arguments.interceptor.js';
import { graphqlOptions } from './common/graphql/graphql-options.js';
import { EnvelopeInterceptor } from './common/rest/envelope.js';
import { LegacyIdInterceptor } from './common/rest/legacy-id.js';
import { Metrics, MetricsModule } from './common/metrics/metrics.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { HealthModule } from './health/health.module.js';
import { ImagesModule } from './images/images.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { DatabaseModule } from './database/database.module.js';
import { FramesModule } from './frames/frames.module.js';
import { GalleriesModule } from './galleries/galleries.module.js';
import { FrameFieldsModule } from './frame-fields/frame-fields.module.js';
import { FestivalPostsModule } from './festival-posts/festival-posts.module.js';
import { FestivalsModule } from './festivals/festivals.module.js';
import { GreetingsModule } from './greetings/greetings.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SlidersModule } from './sliders/sliders.module.js';
import { SubcategoriesModule } from './subcategories/subcategories.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { StaffUsersModule } from './staff-users/staff-users.module.js';
import { SupportModule } from './support/support.module.js';
import { ThemeSamplesModule } from './theme-samples/theme-samples.module.js';
import { UsersModule } from './users/users.module.js';
import { ScheduledJobsModule } from './jobs/scheduled-jobs.js';
import { HistoryModule } from './history/history.module.js';
import { TrashModule } from './trash/trash.module.js';
import { SuvicharModule } from './suvichar/suvichar.module.js';

/** Feature modules, one folder each; add a new entity's module here. */
const FEATURES = [
  HealthModule,
  AuthModule,
  StaffUsersModule,
  AppUsersModule,
  UsersModule,
  AccountDeletionModule,
  SupportModule,
  DashboardModule,
  ImagesModule,
  ScheduledJobsModule,
  HistoryModule,
  TrashModule,
  GalleriesModule,
  NotificationsModule,
  CategoriesModule,
  SlidersModule,
  ThemeSamplesModule,
  CustomCategoriesModule,
  SubcategoriesModule,
  GreetingsModule,
  FestivalsModule,
  FestivalPostsModule,
  BusinessesModule,
  ProfilesModule,
  FramesModule,
  SubscriptionsModule,
  FrameFieldsModule,
  ReportsModule,
  SuvicharModule,
];

@Module({})
export class AppModule {
  /** `config` must carry a resolved databaseUrl (see prepareDatabase). */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        { module: class ConfigModule {}, global: true, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] },
        DatabaseModule,
        MetricsModule,
        AuthCoreModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AuthCoreModule],
          inject: [Authenticator, Metrics],
          useFactory: graphqlOptions,
        }),
        ...FEATURES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: LegacyIdInterceptor },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_INTERCEPTOR, useClass: NullArgumentsInterceptor },
      ],
    };
  }
}
