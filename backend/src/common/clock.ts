import { Injectable } from '@nestjs/common';

/**
 * The time, for rules with a deadline (a reset link's 30 minutes): one place a test can move
 * forward (`jest.spyOn(app.get(Clock), 'now')`) instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
