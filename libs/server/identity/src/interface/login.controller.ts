import { Body, Controller, Headers, HttpCode, Ip, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Public, RateLimit, type AuthenticatedUser } from '@lic/server-kernel';
import type { LoginTokens, ResultEnvelope } from '@lic/shared-api-types';
import { AuthenticateCommand } from '../application/commands/authenticate/authenticate.command';
import {
  DecodeLoginParameterCommand,
  type DecodedLoginParameter,
} from '../application/commands/decode-login-parameter/decode-login-parameter.command';
import { EncodeLoginParameterCommand } from '../application/commands/encode-login-parameter/encode-login-parameter.command';
import { RefreshSessionCommand } from '../application/commands/refresh-session/refresh-session.command';
import { RevokeRefreshTokenCommand } from '../application/commands/revoke-refresh-token/revoke-refresh-token.command';
import { AuthenticateRequestDto } from './dto/authenticate.request.dto';
import { DecodeParameterRequestDto } from './dto/decode-parameter.request.dto';
import { EncodeParameterRequestDto } from './dto/encode-parameter.request.dto';
import { LoginTokensResponseDto } from './dto/login-tokens.response.dto';
import { RefreshTokenRequestDto } from './dto/refresh-token.request.dto';
import { RevokeTokenRequestDto } from './dto/revoke-token.request.dto';

@ApiTags('Identidad: inicio de sesión')
@Controller('api/Login')
export class LoginController {
  constructor(private readonly commands: CommandBus) {}

  @Post('Authenticate')
  @Public()
  @RateLimit({ name: 'login', points: (config) => config.loginRateLimit, windowSeconds: 60 })
  @HttpCode(200)
  @ApiOperation({ summary: 'Inicia sesión con usuario y contraseña.' })
  @ApiOkResponse({ type: LoginTokensResponseDto })
  async authenticate(@Body() body: AuthenticateRequestDto, @Ip() ip: string): Promise<ResultEnvelope<LoginTokens>> {
    return { result: await this.commands.execute(new AuthenticateCommand(body.UserName, body.Password, body.AppName.trim(), ip)) };
  }

  @Post('RefreshToken')
  @Public()
  @RateLimit({ name: 'refresh-token', points: (config) => config.refreshRateLimit, windowSeconds: 60 })
  @HttpCode(200)
  @ApiOperation({ summary: 'Cambia un refresh token por un nuevo par de tokens; el anterior deja de servir.' })
  @ApiOkResponse({ type: LoginTokensResponseDto })
  async refreshToken(@Body() body: RefreshTokenRequestDto): Promise<ResultEnvelope<LoginTokens>> {
    return { result: await this.commands.execute(new RefreshSessionCommand(body.RefreshToken, body.UserName)) };
  }

  @Put('RevokeToken')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Cierra la sesión: revoca la familia del refresh token si pertenece al usuario.' })
  async revokeToken(@Body() body: RevokeTokenRequestDto): Promise<ResultEnvelope<boolean>> {
    return { result: await this.commands.execute(new RevokeRefreshTokenCommand(body.UserName, body.RefreshToken)) };
  }

  @Post('EncodeParameter')
  @Authenticated()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cifra la sesión del usuario en un parámetro de un solo uso para la aplicación de destino.' })
  async encodeParameter(
    @Body() body: EncodeParameterRequestDto,
    @CurrentUser() caller: AuthenticatedUser,
    @Headers('authorization') authorization: string,
  ): Promise<ResultEnvelope<{ parameter: string }>> {
    const accessToken = authorization.replace(/^Bearer\s+/i, '').trim();
    return { result: await this.commands.execute(new EncodeLoginParameterCommand(caller, accessToken, body.RefreshToken)) };
  }

  @Post('DecodeParameter')
  @Public()
  @RateLimit({ name: 'decode-parameter', points: (config) => config.decodeParameterRateLimit, windowSeconds: 60 })
  @HttpCode(200)
  @ApiOperation({ summary: 'Abre un parámetro de inicio de sesión (una sola vez) y entrega la sesión que contiene.' })
  async decodeParameter(@Body() body: DecodeParameterRequestDto): Promise<ResultEnvelope<DecodedLoginParameter>> {
    return { result: await this.commands.execute(new DecodeLoginParameterCommand(body.parameter.trim())) };
  }
}
