import { Controller, Get, Header, Headers, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, Public, type AppConfig } from '@lic/server-kernel';
import { brandForHost } from '@lic/server-reference';
import { LANDING_SCRIPT, renderLandingPage } from './landing-page';

/**
 * The demo landing page of every brand host (/landing), which the demo parameters give as urlLandingPage
 * of the brands whose storefront home forwards to their landing page; it embeds the cart modal, so the
 * purchase flow works without the brands' real sites.
 */
@ApiTags('Landing')
@Controller('landing')
export class LandingController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Página de aterrizaje de demostración de la marca del host' })
  page(@Headers('host') host?: string): string {
    return renderLandingPage(brandForHost(host, this.config.brandHosts));
  }

  @Get('landing.js')
  @Public()
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Script de la página de aterrizaje: lista los planes base y abre el carrito' })
  script(): string {
    return LANDING_SCRIPT;
  }
}
