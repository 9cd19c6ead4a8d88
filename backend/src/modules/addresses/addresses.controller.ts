import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/http/id-param';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { CurrentUser, CustomersOnly } from '../../common/http/access';
import { User } from '../users/user.entity';
import { AddressesService } from './addresses.service';
import { AddressDto, AddressFormDto } from './dto/address.dto';

@ApiTags('addresses')
@CustomersOnly('Only customers have delivery addresses')
@Controller('addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in customer's addresses, the default first", operationId: 'listAddresses' })
  @ApiOkResponse({ type: [AddressDto] })
  async list(@CurrentUser() user: User): Promise<AddressDto[]> {
    return (await this.addresses.list(user)).map(AddressDto.of);
  }

  @Post()
  @ApiOperation({ summary: 'Add an address (the first becomes the default)', operationId: 'createAddress' })
  @ApiCreatedResponse({ type: AddressDto })
  @ApiErrors(400)
  async create(@CurrentUser() user: User, @Body() form: AddressFormDto): Promise<AddressDto> {
    return AddressDto.of(await this.addresses.create(user, form));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit an address, or make it the default', operationId: 'updateAddress' })
  @ApiOkResponse({ type: AddressDto })
  @ApiErrors(400, 404)
  async update(@CurrentUser() user: User, @IdParam() id: number, @Body() form: AddressFormDto): Promise<AddressDto> {
    return AddressDto.of(await this.addresses.update(user, id, form));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an address (not the default)', operationId: 'deleteAddress' })
  @ApiOkResponse({ type: AddressDto, description: 'The deleted address' })
  @ApiErrors(404, 409)
  async delete(@CurrentUser() user: User, @IdParam() id: number): Promise<AddressDto> {
    return AddressDto.of(await this.addresses.delete(user, id));
  }
}
