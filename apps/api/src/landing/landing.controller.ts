import { Controller, Get, Header, Headers, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, Public, type AppConfig } from '@lic/server-kernel';
import { brandForHost } from '@lic/server-reference';
import { GetHomeCatalogueQuery, type HomeCatalogue } from '@lic/server-storefront-api';
import { LANDING_SCRIPT, renderLandingPage } from './landing-page';

/**
 * The demo landing page of every brand host (/landing), which the demo parameters give as urlLandingPage
 * of the brands whose storefront home forwards to their landing page; it embeds the cart modal, so the
 * purchase flow works without the brands' real sites.
 */
@ApiTags('Landing')
@Controller('landing')
export class LandingController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Página de aterrizaje de demostración de la marca del host' })
  async page(@Headers('host') host?: string): Promise<string> {
    const brand = brandForHost(host, this.config.brandHosts);
    // The packages drawn by the server from the cached catalogue; without it, the page's script lists them.
    const home = await this.queryBus
      .execute<GetHomeCatalogueQuery, HomeCatalogue | null>(new GetHomeCatalogueQuery(brand.appName))
      .catch(() => null);
    return renderLandingPage(brand, home?.catalogue ?? null);
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
