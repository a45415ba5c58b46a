-- Atomic admission of one request: the per-key sliding-window rate limit and the monthly
-- API (and, for AI operations, AI) quota of its workspace, in one step, so concurrent
-- requests through any number of gateway replicas can never overshoot either limit.
--
-- KEYS[1] sorted set of admitted request times (ms) of the API key
-- KEYS[2] API-call counter of the workspace for the month
-- KEYS[3] AI-call counter of the workspace for the month
-- ARGV: window_ms, rate_limit, api_limit, ai_limit, is_ai (0|1), member, counter_ttl_s,
--       mode (0 admit | 1 dry run: report only | 2 rate only: an answer that was not admitted
--       (e.g. a 400) takes its place in the window and charges no quota)
--
-- Returns {verdict, rate_remaining, reset_ms, api_used, ai_used}
-- verdict: 0 admitted, 1 rate limited, 2 API quota exhausted, 3 AI quota exhausted,
--          9 a quota counter is missing (Redis was wiped): the caller seeds it from Postgres
local window = tonumber(ARGV[1])
local rate_limit = tonumber(ARGV[2])
local api_limit = tonumber(ARGV[3])
local ai_limit = tonumber(ARGV[4])
local is_ai = ARGV[5] == '1'
local dry_run = ARGV[8] == '1'
local rate_only = ARGV[8] == '2'

local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)

redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local reset = now + window
if oldest[2] then reset = tonumber(oldest[2]) + window end

if rate_only then
  if count >= rate_limit then return {1, 0, reset, 0, 0} end
  redis.call('ZADD', KEYS[1], now, ARGV[6])
  redis.call('PEXPIRE', KEYS[1], window)
  if count == 0 then reset = now + window end
  return {0, rate_limit - count - 1, reset, 0, 0}
end

local api_used = redis.call('GET', KEYS[2])
local ai_used = redis.call('GET', KEYS[3])
if (not api_used) or (is_ai and not ai_used) then
  return {9, rate_limit - count, reset, 0, 0}
end
api_used = tonumber(api_used)
ai_used = tonumber(ai_used or '0')

if dry_run then
  return {0, rate_limit - count, reset, api_used, ai_used}
end
if count >= rate_limit then
  return {1, 0, reset, api_used, ai_used}
end
if api_used >= api_limit then
  return {2, rate_limit - count, reset, api_used, ai_used}
end
if is_ai and ai_used >= ai_limit then
  return {3, rate_limit - count, reset, api_used, ai_used}
end

redis.call('ZADD', KEYS[1], now, ARGV[6])
redis.call('PEXPIRE', KEYS[1], window)
api_used = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[7]))
if is_ai then
  ai_used = redis.call('INCR', KEYS[3])
  redis.call('EXPIRE', KEYS[3], tonumber(ARGV[7]))
end
if count + 1 == 1 then reset = now + window end
return {0, rate_limit - count - 1, reset, api_used, ai_used}
