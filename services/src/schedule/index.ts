import type { ScheduleErrorCode } from '@cenacle/shared-domain/schedule';
import { scheduleEvents, scheduleMessages } from '@cenacle/shared-domain/schedule';
import type { ServicesContext } from '../context.ts';
import { copyScheduleDayRoute } from './copy-schedule-day.route.ts';
import { copySessionScheduleRoute } from './copy-session-schedule.route.ts';
import { seedSchedule } from './demo-seed.ts';
import { listScheduleRoute } from './list-schedule.route.ts';
import { publicScheduleRoute } from './public-schedule.route.ts';
import { saveScheduleDayRoute } from './save-schedule-day.route.ts';

const errorStatus: Readonly<Record<ScheduleErrorCode, number>> = {
  SCHEDULE_CHANGED: 409,
  DAY_OVERFLOW: 400,
  DAY_FULL: 400,
  TOO_MANY_SERVANTS: 400,
  LEVEL_NOT_IN_SCOPE: 400,
  SPLIT_LEAVES_NOTHING: 400,
  COPY_DAY_SUMMER_ONLY: 400,
  DATE_OUTSIDE_SESSION: 400,
  ITEMS_OVERLAP: 400,
};

/** A session's schedule: its days of items, their level alternatives and servants. */
export const schedule: ServicesContext = {
  name: 'schedule',
  routes: [
    listScheduleRoute,
    saveScheduleDayRoute,
    copyScheduleDayRoute,
    copySessionScheduleRoute,
    publicScheduleRoute,
  ],
  errorStatus,
  messages: scheduleMessages,
  events: scheduleEvents,
  seedDemo: seedSchedule,
};
