import { ApiProperty } from '@nestjs/swagger';

export class LoginTokensDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...' })
  readonly token: string;

  @ApiProperty({ example: 'q8Jx3lN2b1dV0mYk7fR4tW9sZp6cH5aE2uG1oI0yL3k' })
  readonly refreshToken: string;
}

export class LoginTokensResponseDto {
  @ApiProperty({ type: LoginTokensDto })
  readonly result: LoginTokensDto;
}
