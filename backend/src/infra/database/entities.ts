import { OutboxMessage } from '../jobs/outbox-message.entity';
import { User } from '../../modules/users/user.entity';

/**
 * Every entity of every module. Listed once here rather than collected from forFeature() calls,
 * which @mikro-orm/nestjs keeps in a process-wide store that only serves the first app instance.
 */
export const ENTITIES = [User, OutboxMessage];
