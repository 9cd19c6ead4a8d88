import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InvitationController } from './invitation.controller';
import { InvitationEmailJob } from './invitation-email.job';
import { InvitationService } from './invitation.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** Staff accounts: invitations, permissions, disabling and removing (docs/product.md §14). */
@Module({
  imports: [UsersModule],
  controllers: [TeamController, InvitationController],
  providers: [TeamService, InvitationService, InvitationEmailJob],
})
export class TeamModule {}
